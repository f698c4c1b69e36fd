import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { MAX_ORDER_FILES, ORDER_FILES_FIELD, PLACE_ORDER_FIELDS } from '@printhub/contract';

import { AppError } from '../../lib/app-error';
import { NUL_MESSAGE } from '../../lib/nul';
import { spoolDir } from '../../lib/spool';

import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

const MIB = 1024 * 1024;
/** MAX_PDF_MB's default. */
export const DEFAULT_MAX_PDF_BYTES = 50 * MIB;

/** An uploaded file, written to a private temporary file as it arrived (never whole in memory; lib/spool.ts). */
export type SpooledFile = { name: string; path: string; size: number };

export type OrderUpload = {
  fields: Record<string, string>;
  files: SpooledFile[];
  /** Removes the temporary files; call it whatever happens to the order. */
  dispose: () => Promise<void>;
};

/**
 * The name a file is stored and downloaded under: its last path segment, without control or Unicode format
 * characters (a right-to-left override shows `invoice\u202Efdp.exe` as "invoiceexe.pdf"), ending in `.pdf`
 * (it is one), at most 200 characters.
 */
export function fileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  // At most 196 UTF-16 units before `.pdf`, never half of a surrogate pair.
  const stem = (clean || 'document')
    .replace(/\.pdf$/i, '')
    .slice(0, 196)
    .replace(/[\uD800-\uDBFF]$/, '');
  return `${stem}.pdf`;
}

const fileTooLarge = (name: string, maxBytes: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `"${name}" is larger than ${Math.floor(maxBytes / MIB)} MB, the most one file may be.`,
  );

/**
 * Reads an order's multipart body: its text fields (each once, none outside `allowedFields`) and 1 to MAX_ORDER_FILES PDFs
 * in `files` parts, each at most `maxFileBytes`. Each file is streamed to a temporary file as it arrives, so
 * memory stays flat however large the upload; the caller inspects and stores them, then calls `dispose`.
 */
export async function readOrderUpload(
  req: FastifyRequest,
  maxFileBytes: number,
  allowedFields: readonly string[] = PLACE_ORDER_FIELDS,
): Promise<OrderUpload> {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the order as multipart/form-data');
  const dir = await spoolDir();
  const dispose = () => fs.rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: SpooledFile[] = [];
  let current = '';
  try {
    const parts = req.parts({
      limits: { fileSize: maxFileBytes, files: MAX_ORDER_FILES, fields: 20, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (!allowedFields.includes(part.fieldname)) throw AppError.field(part.fieldname, 'Unknown field');
      if (part.type === 'file') {
        if (part.fieldname !== ORDER_FILES_FIELD)
          throw AppError.field(part.fieldname, 'Files are not accepted here');
        current = fileName(part.filename);
        const target = path.join(dir, String(files.length));
        await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
        if (part.file.truncated) throw fileTooLarge(current, maxFileBytes);
        const { size } = await fs.stat(target);
        // A browser sends an empty, nameless part when no file was chosen: that is no file.
        if (size === 0 && !part.filename) continue;
        files.push({ name: current, path: target, size });
      } else {
        if (part.fieldname in fields) throw AppError.field(part.fieldname, 'Send this field once');
        const value = String(part.value ?? '');
        if (value.includes('\u0000')) throw AppError.field(part.fieldname, NUL_MESSAGE);
        fields[part.fieldname] = value;
      }
    }
    if (files.length === 0)
      throw AppError.field(ORDER_FILES_FIELD, `Attach 1 to ${MAX_ORDER_FILES} PDF files`);
  } catch (err) {
    await dispose();
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    // The server's own trouble writing the temporary file (a full disk…) is a server error.
    if (code && /^E[A-Z]+$/.test(code)) throw err;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(current, maxFileBytes);
    if (code === 'FST_FILES_LIMIT')
      throw AppError.field(ORDER_FILES_FIELD, `Attach at most ${MAX_ORDER_FILES} PDF files`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw AppError.field('body', 'Too many fields');
    // Anything else thrown while reading the parts is the body itself (malformed, cut short): the client's.
    throw AppError.field('body', 'The form could not be read: send a well-formed multipart/form-data body');
  }
  return { fields, files, dispose };
}

/**
 * Reads an order's upload, validates its text fields with `schema`, hands both to `use`, and removes the
 * temporary files whatever happens.
 */
export async function withOrderUpload<S extends z.ZodType, T>(
  req: FastifyRequest,
  opts: { maxFileBytes: number; schema: S; allowedFields?: readonly string[] },
  use: (fields: z.output<S>, files: SpooledFile[]) => Promise<T>,
): Promise<T> {
  const upload = await readOrderUpload(req, opts.maxFileBytes, opts.allowedFields);
  try {
    const fields = opts.schema.safeParse(upload.fields);
    if (!fields.success) throw AppError.fromZod(fields.error);
    return await use(fields.data, upload.files);
  } finally {
    await upload.dispose();
  }
}
