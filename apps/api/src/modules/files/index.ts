/**
 * The local driver's upload target and file reads (public images, and private ones at a signed, expiring URL), and
 * the signed posts of business images. Registered only with
 * the `local` storage driver (with `s3` the bucket takes both). A signed post is accepted only while its upload is
 * pending and within its window, so a policy is used once.
 */
export { fileRoutes } from './routes';
export { businessUploadRoutes } from './business-upload-routes';
