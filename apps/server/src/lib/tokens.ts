import { hash, randomBytes } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
/** Every signed-in request hashes its token: the one-shot hash costs well under half a Hash object's. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');
