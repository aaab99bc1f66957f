import { z } from 'zod';

/** /web/upload/uploadFile (api-contract.md Upload): where the stored image is served. */
export const uploadFileOutput = z.object({ url: z.string().describe('/uploads/<hash>.png|jpg') });
