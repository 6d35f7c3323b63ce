import type { FastifyInstance } from 'fastify';
import { SANDBOX_PAGE_PATHS } from '../page-paths';
import { cardFramePage } from './card-frame-html';
import { cardFrameTexts } from './card-frame-texts';
import { originOf, pageNonce, sendPage } from './page-reply';

const DEFAULT_ACCENT = '#2563eb';

interface CardFrameQuery {
  mode?: string;
  key?: string;
  account?: string;
  locale?: string;
  origin?: string;
  ancestors?: string;
  accent?: string;
}

/**
 * `GET /elements/card?mode=payment|setup&key=pk_...&account=acct_...&locale=fr&origin=https://app&accent=%23hex`:
 * the card form Atrium's web frames in place of Stripe.js's Payment Element. `origin` is the page that frames it
 * (the only one its script talks to, and the ancestor its policy allows, with the pages that frame that one, named in
 * `ancestors`: Stripe's own frames work nested so); the client secret never comes in the address: the parent sends it
 * with each `confirm` message.
 */
export function registerCardFrame(app: FastifyInstance): void {
  app.get<{ Querystring: CardFrameQuery }>(SANDBOX_PAGE_PATHS.cardFrame, (request, reply) => {
    const query = request.query;
    const nonce = pageNonce();
    const { lang, dir, texts } = cardFrameTexts(query.locale);
    const mode = query.mode === undefined || query.mode === 'payment' ? 'payment' : query.mode === 'setup' ? 'setup' : null;
    const key = typeof query.key === 'string' && /^pk_(test|live)_\w+$/.test(query.key) ? query.key : null;
    const account = query.account === undefined || query.account === '' ? null : query.account;
    const origin = originOf(query.origin);
    if (!mode || !key || (account !== null && !/^acct_\w+$/.test(account)) || (query.origin !== undefined && !origin)) {
      return reply
        .status(400)
        .type('text/plain; charset=utf-8')
        .send(
          'The card frame needs mode (payment or setup), key (a publishable key), and optionally account (acct_...) and origin (the framing page).',
        );
    }
    const accent = typeof query.accent === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(query.accent) ? query.accent : DEFAULT_ACCENT;
    const outer = (typeof query.ancestors === 'string' ? query.ancestors.split(' ') : []).map(originOf);
    return sendPage(reply, {
      nonce,
      frameAncestors: origin && [origin, ...outer.filter((o): o is string => o !== null)].join(' '),
      html: cardFramePage({ nonce, lang, dir, texts, mode, key, account, origin, accent }),
    });
  });
}
