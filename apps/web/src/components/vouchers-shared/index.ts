export { decodeBase64Json, encodeBase64Json } from './base64-json';
export {
  CSV_ONLY_MESSAGE,
  CSV_TOO_LARGE_MESSAGE,
  UPLOAD_PROMPT_TEXT,
  csvFileError,
  uploadedText,
} from './upload-texts';
export type { UploadVouchersDialogProps } from './upload-vouchers-dialog';
export { uploadVouchersCsv } from './upload-vouchers';
export {
  CLIENT_VOUCHERS_PATH,
  VOUCHER_LINK_MAX_CHARS,
  VOUCHER_PAGE_SIZE,
  VOUCHER_PAGE_SIZES,
  ZVoucherRow,
  clientIdOfLink,
  clientVouchersPath,
  clientVouchersSearch,
  parseVoucherList,
  type TVoucherRow,
} from './voucher-list-link';
export { LazyUploadVouchersDialog } from './lazy-upload-vouchers-dialog';
