/** The local driver's upload target and file reads, and the signed posts of business images. */
export { fileRoutes } from './routes';
export { businessUploadRoutes } from './business-upload-routes';
