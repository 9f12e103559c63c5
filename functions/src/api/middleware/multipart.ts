/** Reads a multipart/form-data body with busboy: text fields and files, kept in memory (listing photos). */
import busboy from 'busboy';
import type { Request } from 'express';
import { IMAGE_MAX_BYTES, MAX_LISTING_IMAGES } from '@campus/common/limits';
import { IMAGE_TOO_LARGE, MULTIPART_EXPECTED, MULTIPART_MALFORMED, TOO_MANY_IMAGES } from '@campus/common/messages';
import { AppError } from '../../errors';
import type { UploadedFile } from '../../services/storage-images';

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Parses the body of `req`. Cloud Functions has already read the stream into `req.rawBody`, so that
 * buffer is fed to busboy when present. Only files under `fileField` are kept; the first value of each
 * text field wins.
 */
export function readMultipart(req: Request, fileField: string): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: MAX_LISTING_IMAGES, fileSize: IMAGE_MAX_BYTES, fields: 50 } });
    } catch {
      reject(new AppError('invalid-argument', MULTIPART_EXPECTED));
      return;
    }
    const fields: Record<string, string> = {};
    const pending: Promise<UploadedFile | null>[] = [];
    let failure: AppError | null = null;

    parser.on('field', (name, value) => {
      fields[name] ??= value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      pending.push(
        new Promise((done) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => {
            failure = new AppError('invalid-argument', IMAGE_TOO_LARGE);
          });
          // A body cut short fails the file being read as well as the parser; unheard, it would crash the instance.
          stream.on('error', () => done(null));
          stream.on('end', () => {
            const data = Buffer.concat(chunks);
            done(name === fileField && data.length > 0 ? { fileName: info.filename ?? 'image', contentType: info.mimeType, data } : null);
          });
        }),
      );
    });
    parser.on('filesLimit', () => {
      failure = new AppError('invalid-argument', TOO_MANY_IMAGES);
    });
    parser.on('error', () => reject(new AppError('invalid-argument', MULTIPART_MALFORMED)));
    parser.on('close', () => {
      void Promise.all(pending).then((files) => {
        if (failure) reject(failure);
        else resolve({ fields, files: files.filter((file) => file !== null) });
      });
    });

    const rawBody: unknown = 'rawBody' in req ? req.rawBody : undefined;
    if (Buffer.isBuffer(rawBody)) parser.end(rawBody);
    else req.pipe(parser);
  });
}
