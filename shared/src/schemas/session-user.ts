import { z } from 'zod';
import { LANGUAGE_NAMES } from '../constants.ts';

// The signed-in user as the spec defines it (section 3): one shape per role, told apart by `role`.

export const adminUserSchema = z.object({
  user_id: z.string().min(1),
  role: z.literal('ADMIN'),
  admin: z.object({
    admin_id: z.string().min(1),
    name: z.string(),
    phone: z.string(),
    country_code: z.number(),
  }),
});

export const playerUserSchema = z.object({
  user_id: z.string().min(1),
  role: z.literal('PLAYER'),
  player: z.object({
    player_id: z.string().min(1),
    name: z.string().nullable(),
    username: z.string().nullable(),
    profile_pic: z.string().nullable(),
    phone_4digit: z.number().int().nullable(),
    mother_tongue: z.enum(LANGUAGE_NAMES).nullable(),
    authenticated: z.boolean(),
  }),
});

export const creatorUserSchema = z.object({
  user_id: z.string().min(1),
  role: z.literal('CREATOR'),
  creator: z.object({
    creator_id: z.string().min(1),
    name: z.string(),
    channel_id: z.string(),
  }),
});

export const sessionUserSchema = z.discriminatedUnion('role', [adminUserSchema, playerUserSchema, creatorUserSchema]);

export type AdminUser = z.infer<typeof adminUserSchema>;
export type PlayerUser = z.infer<typeof playerUserSchema>;
export type CreatorUser = z.infer<typeof creatorUserSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;
