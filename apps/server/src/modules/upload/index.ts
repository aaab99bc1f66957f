/** What other modules' operator routes use of modules/upload (app.ts mounts routes.ts directly; services import service.ts). */
export { operatorImageUpload } from './image-routes.js';
