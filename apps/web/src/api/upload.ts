import { upload } from './request';

/** /web/upload/uploadFile (api-contract.md "Upload"): multipart field `file` → { url }. */
export const uploadFile = (file: File) => upload<{ url: string }>('/web/upload/uploadFile', file, file.name);
