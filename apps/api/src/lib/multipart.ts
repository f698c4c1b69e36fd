import { AppError } from './app-error';
import { NUL_MESSAGE } from './nul';

import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const MIB = 1024 * 1024;

/**
 * Reads a whole multipart body: text fields and at most one file, buffered up to `maxFileBytes`.
 * Unknown fields, repeated fields and a second file are refused, so that what is stored is exactly
 * what was validated.
 */
export async function readMultipart(
  req: FastifyRequest,
  opts: { fileField: string; allowedFields: readonly string[]; maxFileBytes: number; tooLarge: string },
): Promise<MultipartBody> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    const parts = req.parts({
      limits: { fileSize: opts.maxFileBytes, files: 1, fields: 50, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (!opts.allowedFields.includes(part.fieldname)) throw AppError.field(part.fieldname, 'Unknown field');
      if (part.type === 'file') {
        if (part.fieldname !== opts.fileField)
          throw AppError.field(part.fieldname, 'Files are not accepted here');
        const data = await part.toBuffer();
        // A browser sends an empty file part when no file was chosen: that is "no file".
        if (data.length > 0)
          file = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data };
      } else {
        if (part.fieldname in fields) throw AppError.field(part.fieldname, 'Send this field once');
        if (part.fieldname === opts.fileField) continue; // the current image's URL, sent back unchanged
        const value = String(part.value ?? '');
        if (value.includes('\u0000')) throw AppError.field(part.fieldname, NUL_MESSAGE);
        fields[part.fieldname] = value;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', opts.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw AppError.field(opts.fileField, 'Send one file only');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw AppError.field('body', 'Too many fields');
    // Anything else thrown while reading the parts is the body itself: busboy's "Unexpected end of form",
    // "Malformed part header", a missing or empty boundary. Only the request is read here (no database),
    // so it is the client's to fix: 400, never a 500.
    throw AppError.field('body', 'The form could not be read: send a well-formed multipart/form-data body');
  }
  return { fields, file };
}

export const MULTIPART_MAX_BYTES = 25 * MIB;
