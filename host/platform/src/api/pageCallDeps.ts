import { device } from '../device';
import { session } from '../session/session';
import { storage } from '../storage';
import { callDepsOf } from './callDeps';

// The page's own call identity (callDeps.ts): its device, session and storage.

export const pageCallDeps = callDepsOf({ device, session, storage });
