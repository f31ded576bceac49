import { REQUEST_STATUSES } from '@plw/shared/constants';
import { giftFormSchema, rechargeFormSchema, rejectReasonSchema } from '@plw/shared/schemas/review';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idField, idParams } from './fields.ts';
import { okSchema } from './auth.ts';
import { giftSchema } from './player.ts';

// A channel's gift balance: gifts a creator attaches to a paid game (reserved at release, paid to the winners at
// the end), recharge requests and the admin's recharge hub.

export const rechargeRequestSchema = z.object({
  request_id: z.string(),
  channel: z.object({ channel_id: z.string(), channel_name: z.string() }),
  amount: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  reviewed_at: z.iso.datetime().nullable(),
  /** The channel's balance now, so the admin sees what an approval adds to. */
  balance: z.number(),
});

export const ledgerLineSchema = z.object({
  line_id: z.string(),
  delta: z.number(),
  balance_after: z.number(),
  reason: z.enum(['RECHARGE', 'AWARD', 'ADJUSTMENT', 'RESERVE', 'RETURN']),
  created_at: z.iso.datetime(),
});

export const giftsApi = {
  gameGifts: defineEndpoint({
    method: 'GET',
    path: '/api/channel/game/:id/gifts',
    access: ['CREATOR'],
    summary: "A game's gifts with what they reserve at release, and the channel's balance",
    params: idParams,
    response: z.object({
      gifts: z.array(giftSchema),
      /** What releasing the game takes from the balance: each gift's value times its winner ranks. */
      cost: z.number(),
      balance: z.number(),
      /** Held for this game since its release; null when nothing is held. */
      reserved: z.number().nullable(),
    }),
  }),
  addGameGift: defineEndpoint({
    method: 'POST',
    path: '/api/channel/game/:id/gifts',
    access: ['CREATOR'],
    summary: 'Attaches a gift to a paid game that is not released yet',
    params: idParams,
    body: giftFormSchema,
    errors: [409],
    response: z.object({ gift: giftSchema }),
  }),
  removeGameGift: defineEndpoint({
    method: 'DELETE',
    path: '/api/channel/game/:id/gifts/:giftId',
    access: ['CREATOR'],
    summary: 'Removes a gift from a game that is not released yet',
    params: z.object({ id: idField, giftId: idField }),
    errors: [409],
    response: okSchema,
  }),
  channelRecharges: defineEndpoint({
    method: 'GET',
    path: '/api/channel/recharge',
    access: ['CREATOR'],
    summary: "The channel's balance, recharge requests and latest ledger lines",
    errors: [404],
    response: z.object({
      balance: z.number(),
      requests: z.array(rechargeRequestSchema),
      ledger: z.array(ledgerLineSchema),
    }),
  }),
  requestRecharge: defineEndpoint({
    method: 'POST',
    path: '/api/channel/recharge',
    access: ['CREATOR'],
    summary: "Asks an admin to add to the channel's gift balance",
    body: rechargeFormSchema,
    errors: [404],
    response: z.object({ request: rechargeRequestSchema }),
  }),
  adminRecharges: defineEndpoint({
    method: 'GET',
    path: '/api/admin/channelrechargedetails',
    access: ['ADMIN'],
    summary: 'Recharge requests: pending ones oldest first, and the latest reviewed',
    response: z.object({ requests: z.array(rechargeRequestSchema), reviewed: z.array(rechargeRequestSchema) }),
  }),
  approveRecharge: defineEndpoint({
    method: 'POST',
    path: '/api/admin/recharge/:id/approve',
    access: ['ADMIN'],
    summary: 'Approves a recharge: the balance is credited once, however many times this is called',
    params: idParams,
    errors: [409],
    response: z.object({ request: rechargeRequestSchema }),
  }),
  rejectRecharge: defineEndpoint({
    method: 'POST',
    path: '/api/admin/recharge/:id/reject',
    access: ['ADMIN'],
    summary: 'Rejects a pending recharge with a reason the creator sees',
    params: idParams,
    body: rejectReasonSchema,
    errors: [409],
    response: z.object({ request: rechargeRequestSchema }),
  }),
} as const;

export type RechargeRequest = z.infer<typeof rechargeRequestSchema>;
export type LedgerLine = z.infer<typeof ledgerLineSchema>;
