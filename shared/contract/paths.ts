import type * as Api from './apiPaths';

/**
 * Method and path of each call the contract server answers here (spec 01 §7, spec 02 §7), one export each in
 * apiPaths.ts: a bundle keeps only the entries it reads by name (`API.checkUid.path`).
 */
export * as API from './apiPaths';

export type ApiName = keyof typeof Api;

/** Where feedback uploads are posted and served from (ours; spec 02 §7 names no path). */
export const UPLOAD_PATH = '/api/sys/upload/';
export const uploadedFilePath = (key: string): string => `/uploads/${key}`;
