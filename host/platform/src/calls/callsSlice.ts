import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiResult } from '@topup/shared/domain/apiResult';

// Server data, one entry per call and arguments (each call its own cache, its own
// error and its own retry, instead of one slice holding everything with a per-call status map).

export type CallStatus = 'loading' | 'ok' | 'failed';

export interface CallEntry<T = unknown> {
  status: CallStatus;
  /** The data of the last answer that succeeded: kept while the call is asked again, and after a failure. */
  data?: T;
  /** The result code and message of the last answer when it failed (spec 02 §8 codes). */
  result?: number;
  message?: string;
}

export type CallsState = Record<string, CallEntry>;

export const callsSlice = createSlice({
  name: 'calls',
  initialState: {} as CallsState,
  reducers: {
    callStarted(state, action: PayloadAction<string>) {
      const before = state[action.payload];
      state[action.payload] = {
        status: 'loading',
        ...(before?.data === undefined ? {} : { data: before.data }),
      };
    },
    callSettled(state, action: PayloadAction<{ key: string; answer: ApiResult<unknown> }>) {
      const { key, answer } = action.payload;
      if (answer.result === 0) {
        state[key] = { status: 'ok', data: answer.data };
        return;
      }
      const before = state[key];
      state[key] = {
        status: 'failed',
        result: answer.result,
        message: answer.message,
        ...(before?.data === undefined ? {} : { data: before.data }),
      };
    },
    /** Data known without asking (an answer read elsewhere, a change the page made itself). */
    callFilled(state, action: PayloadAction<{ key: string; data: unknown }>) {
      state[action.payload.key] = { status: 'ok', data: action.payload.data };
    },
  },
});

export const { callStarted, callSettled, callFilled } = callsSlice.actions;
