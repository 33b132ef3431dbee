/** What the browser needs to post a file straight to storage, S3 style. */
export interface SignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface SignedPostInput {
  /** Where the file will land; starts with the uploader's own prefix (`users/{userID}/`). */
  key: string;
  contentType: string;
  minSize: number;
  maxSize: number;
  expiresAt: Date;
}

/** When a signed URL of a private file is made (its signing time) and until when it reads the file. */
export interface PrivateUrlWindow {
  signedAt: Date;
  expiresAt: Date;
}

/**
 * A place for uploaded files. `local` keeps them under DATA_DIR/uploads and receives posts through the API; `s3`
 * signs POST policies for a bucket with `@aws-sdk/s3-presigned-post` and reads and writes with the S3 client.
 * Keys are the upload's (`users/{userID}/{purpose}/{uploadID}`); each driver decides where they land.
 */
export interface StorageDriver {
  /** A signed policy the browser posts the file with: fixed key, content type, size range and expiry. */
  createSignedPost(input: SignedPostInput): Promise<SignedPost>;
  /** The bytes the browser posted for `key`, or undefined when nothing arrived. */
  readUpload(key: string): Promise<Buffer | undefined>;
  /** Stores bytes where a signed post for `key` would have put them (server-side uploads: the demo data). */
  putUpload(key: string, body: Buffer, contentType: string): Promise<void>;
  deleteUpload(key: string): Promise<void>;
  /** Stores a processed, public file and answers its URL. */
  putPublic(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a file `putPublic` stored, given the URL it answered; other URLs are ignored. */
  deletePublic(url: string): Promise<void>;
  /**
   * Stores a processed file in the private area, which nothing serves without a signature (local: DATA_DIR/uploads/
   * private; s3: the `private/` prefix, which the bucket policy keeps unreadable). Same key shape as public files.
   */
  putPrivate(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Copies the public file of a URL `putPublic` answered to the private area under its key, and answers the key;
   * undefined for another URL. A public file already gone leaves the private one missing, as it was.
   */
  copyPublicToPrivate(url: string): Promise<string | undefined>;
  deletePrivate(key: string): Promise<void>;
  /** A URL that reads a private file until the window's end, and 404s (local) or 403s (s3) after or when altered. */
  signPrivateUrl(key: string, window: PrivateUrlWindow): Promise<string>;
}
