import { FeedbackSubmitParams, FeedbackReceipt } from '@topup/shared/contract/feedback';
import { FEEDBACK_INVALID } from '@topup/shared/contract/codes';
import { contentProblem, FEEDBACK_MAX_FILES } from '@topup/shared/domain/feedbackRules';
import { sessionUidOf } from '../context/caller';
import type { ApiContext } from '../context/context';
import { parseRequestJson } from '../http/jsonDepth';
import { MSG } from '../http/messages';
import { fail, ok, type ApiRoute } from '../http/route';
import { feedbackStore } from './store';

function keysOf(images: string | undefined): string[] | undefined {
  if (images === undefined || images === '') return [];
  try {
    const parsed: unknown = parseRequestJson(images);
    return Array.isArray(parsed) && parsed.every((k) => typeof k === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * spec 02 §7: GET /api/feedback/submit/ (session key, uid, content, images, model, version, uuid). The
 * content is required and at most 500 characters; images are the keys of at most 3 stored uploads.
 */
export const feedbackSubmitRoute = (
  ctx: ApiContext,
): ApiRoute<typeof FeedbackSubmitParams, FeedbackReceipt> => {
  const store = feedbackStore(ctx.db, ctx.now);
  return {
    methods: ['GET', 'POST'],
    path: '/api/feedback/submit/',
    params: FeedbackSubmitParams,
    data: FeedbackReceipt,
    handle(params, request) {
      const problem = contentProblem(params.content);
      if (problem === 'required') return fail(FEEDBACK_INVALID, MSG.feedbackContentRequired);
      if (problem === 'tooLong') return fail(FEEDBACK_INVALID, MSG.feedbackContentTooLong);
      const keys = keysOf(params.images);
      if (!keys) return fail(FEEDBACK_INVALID, MSG.badRequest, 400);
      if (keys.length > FEEDBACK_MAX_FILES) return fail(FEEDBACK_INVALID, MSG.feedbackTooManyFiles);
      if (keys.some((k) => !store.upload(k))) return fail(FEEDBACK_INVALID, MSG.feedbackFileMissing);
      const feedbackId = store.save({
        display_uid: params.uid,
        session_uid: sessionUidOf(ctx, request, params) || null,
        content: params.content,
        files: keys,
        model: params.model ?? '',
        version: params.version ?? '',
        uuid: params.uuid ?? '',
        order_id: params.order_id ?? null,
      });
      return ok({ feedback_id: feedbackId });
    },
  };
};
