import type { Infer, uploadFileOutput } from '@app/shared';
import { upload } from './request';

/** /web/upload/uploadFile (api-contract.md "Upload"): multipart field `file` → { url }. */
export const uploadFile = (file: File) => upload<Infer<typeof uploadFileOutput>>('/web/upload/uploadFile', file, file.name);
