import { type TTicket, type TTicketComment, ZTicketCommentResponse, ZTicketResponse } from '@atrium/contracts/support';
import { expect } from 'vitest';
import type { jsonRequest } from '../../test/http';

/** Test set-up for the support tests: raising tickets and commenting through the API, as the web does. */

type Http = ReturnType<typeof jsonRequest>;
type Headers = Record<string, string>;

export function supportClient(http: Http) {
  return {
    raise: async (headers: Headers, body: Record<string, unknown> = {}): Promise<TTicket> => {
      const res = await http.post(
        '/api/v1/support',
        { subject: 'Calendar not syncing', description: 'Since Monday.', ...body },
        headers,
      );
      expect(res.statusCode, res.body).toBe(201);
      return ZTicketResponse.parse(res.json()).data;
    },
    comment: async (headers: Headers, ticketId: string, body = 'Thanks', internal = false): Promise<TTicketComment> => {
      const res = await http.post('/api/v1/support/tickets/ticketchat', { ticketId, body, internal }, headers);
      expect(res.statusCode, res.body).toBe(201);
      return ZTicketCommentResponse.parse(res.json()).data;
    },
    get: async (headers: Headers, ticketId: string): Promise<TTicket> => {
      const res = await http.get(`/api/v1/support/${ticketId}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return ZTicketResponse.parse(res.json()).data;
    },
    update: (headers: Headers, ticketId: string, body: Record<string, unknown>) =>
      http.put(`/api/v1/support/${ticketId}`, body, headers),
  };
}
