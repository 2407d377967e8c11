import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FaultRule, TEST_FAULTS_PATH } from '@topup/shared/contract';
import { BAD_REQUEST } from '@topup/shared/contract/codes';
import { MSG } from '../http/messages';
import { parseParams } from '../http/params';

/**
 * The e2e suite's fault switch (DESIGN §4): latency, HTTP errors, dropped connections and
 * unreadable bodies per API path. It exists only on an instance started in test mode, and each
 * instance keeps its own rules. Rules also apply to batch sub-requests, which pass through the
 * same hooks, so a fault on one path inside a batch fails only that entry.
 */
export interface FaultSwitch {
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** `loseAnswer`: the request was handled; its answer never leaves. */
  onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
  registerRoutes(app: FastifyInstance): void;
}

interface ActiveRule extends FaultRule {
  /** Firings left; Infinity when the rule had no `times`. */
  left: number;
}

const MALFORMED_BODY = '{"result":0,"data":';
const stripSlash = (p: string): string => p.replace(/\/+$/, '');

function matches(rule: FaultRule, pathname: string): boolean {
  if (rule.path.endsWith('*')) return pathname.startsWith(rule.path.slice(0, -1));
  return stripSlash(rule.path) === stripSlash(pathname);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createFaultSwitch(): FaultSwitch {
  let rules: ActiveRule[] = [];
  /** Requests handled normally whose answer is then lost. */
  const losing = new WeakSet<FastifyRequest>();

  /** The first matching rule with firings left fires; an exhausted rule is removed. */
  function take(pathname: string): ActiveRule | undefined {
    const rule = rules.find((r) => matches(r, pathname));
    if (!rule) return undefined;
    rule.left -= 1;
    if (rule.left <= 0) rules = rules.filter((r) => r !== rule);
    return rule;
  }

  async function onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/')) return;
    const rule = take(pathname);
    if (!rule) return;
    if (rule.delayMs) await sleep(rule.delayMs);
    if (rule.loseAnswer) {
      losing.add(request);
      return;
    }
    if (rule.drop) {
      // No answer at all: the client sees a network error, as with a lost connection.
      reply.hijack();
      reply.raw.destroy();
      request.raw.destroy();
      return;
    }
    if (rule.malformed) {
      await reply.code(200).type('application/json; charset=utf-8').send(MALFORMED_BODY);
      return;
    }
    if (rule.status !== undefined) {
      await reply.code(rule.status).send({ result: rule.status, message: MSG.faultInjected });
    }
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    if (!losing.has(request)) return payload;
    losing.delete(request);
    // the handler ran (its writes are committed): the client sees a network error all the same
    reply.raw.destroy();
    request.raw.destroy();
    return payload;
  }

  function registerRoutes(app: FastifyInstance): void {
    for (const url of [TEST_FAULTS_PATH, `${TEST_FAULTS_PATH}/`]) {
      app.post(url, async (request, reply) => {
        const parsed = parseParams(FaultRule, request.body ?? {});
        if (!parsed.ok)
          return reply.code(400).send({ result: BAD_REQUEST, message: MSG.invalidField(parsed.field) });
        const rule = parsed.value;
        const outcomes = [
          rule.status !== undefined,
          rule.drop === true,
          rule.malformed === true,
          rule.loseAnswer === true,
        ].filter(Boolean);
        if (outcomes.length > 1)
          return reply.code(400).send({ result: BAD_REQUEST, message: MSG.faultConflict });
        rules.push({ ...rule, left: rule.times ?? Infinity });
        return reply.send({ result: 0, data: { rules: rules.length } });
      });
      app.delete(url, async (_request, reply) => {
        const cleared = rules.length;
        rules = [];
        return reply.send({ result: 0, data: { cleared } });
      });
      app.get(url, async (_request, reply) =>
        reply.send({
          result: 0,
          data: {
            rules: rules.map(({ left, ...rule }) => ({ ...rule, left: Number.isFinite(left) ? left : null })),
          },
        }),
      );
    }
  }

  return { onRequest, onSend, registerRoutes };
}
