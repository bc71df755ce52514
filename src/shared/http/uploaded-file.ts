/** The parts of a multipart file the upload routes read (multer's memory storage). */
export interface UploadedFileParts {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** An uploaded file as the commands take it (name, size, content), or undefined when none was sent. */
export function uploadOf(
  file: UploadedFileParts | undefined,
): { name: string; size: number; content: Buffer } | undefined {
  return file ? { name: file.originalname, size: file.size, content: file.buffer } : undefined;
}
