import { isValidTimeZone, WEEKDAYS } from '../zoned-time';
import { timestampSchema, z } from './common';
import { FIRST_COMMENT_MAX, publicationSchema } from './publication';
import { postSchema } from './posts';

// Scheduling, the posting queue and the calendar (issue #23).

export {
  PUBLICATION_STATUSES,
  MEMBER_TARGET,
  FIRST_COMMENT_MAX,
  publicationSchema,
  type Publication,
  type PublicationStatus,
} from './publication';

/** At least this far ahead: a post scheduled for "now" would race its own job. */
export const SCHEDULE_MIN_LEAD_MS = 60_000;
/** The calendar asks for at most this span at once (a month view with its edges). */
export const CALENDAR_MAX_DAYS = 62;
export const SLOTS_MAX = 24;
export const DEFAULT_SLOTS = ['09:00'];
export const DEFAULT_SCHEDULE_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const isoWithOffsetSchema = (name: string) =>
  z.iso.datetime({
    offset: true,
    message: `${name} must be an ISO 8601 date and time with an offset, e.g. 2026-12-01T09:00:00+01:00`,
  });

/** Where and with what a publication goes out: a target (the member or a company page) and an optional first comment. */
const publicationChoices = {
  target: z.string().trim().min(1).max(200).optional(),
  firstComment: z
    .string()
    .trim()
    .max(FIRST_COMMENT_MAX, `The first comment is limited to ${FIRST_COMMENT_MAX} characters`)
    .optional(),
};

export const scheduleRequestSchema = z.object({
  scheduledAt: isoWithOffsetSchema('scheduledAt'),
  ...publicationChoices,
});
export type ScheduleRequest = z.infer<typeof scheduleRequestSchema>;

export const queueRequestSchema = z.object(publicationChoices).default({});

export const scheduledPostResponseSchema = z.object({ post: postSchema });

const slotSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times must be written HH:MM, e.g. 09:00');

export const scheduleSettingsSchema = z.object({
  schedulingEnabled: z.boolean(),
  timeZone: z
    .string()
    .trim()
    .refine(isValidTimeZone, { message: 'Unknown time zone: use an IANA name such as Europe/Brussels' }),
  defaultScheduleDays: z
    .array(z.enum(WEEKDAYS, 'Days must be mon, tue, wed, thu, fri, sat or sun'))
    .max(7)
    .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
  slots: z
    .array(slotSchema)
    .max(SLOTS_MAX, `At most ${SLOTS_MAX} times a day`)
    .transform((slots) => [...new Set(slots)].sort()),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

/** The settings as the server answers them (already normalised: no transforms to run backwards). */
export const scheduleSettingsResponseSchema = z.object({
  schedulingEnabled: z.boolean(),
  timeZone: z.string(),
  defaultScheduleDays: z.array(z.enum(WEEKDAYS)),
  slots: z.array(z.string()),
});

export const calendarQuerySchema = z
  .object({ from: isoWithOffsetSchema('from'), to: isoWithOffsetSchema('to') })
  .refine((q) => new Date(q.to) > new Date(q.from), { message: 'to must be after from', path: ['to'] })
  .refine((q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= CALENDAR_MAX_DAYS * 86_400_000, {
    message: `The calendar shows at most ${CALENDAR_MAX_DAYS} days at once`,
    path: ['to'],
  });

export const calendarItemSchema = z.object({
  postId: z.uuid(),
  /** The start of the post's text, for the calendar's chips. */
  excerpt: z.string(),
  publication: publicationSchema,
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

export const calendarResponseSchema = z.object({
  items: z.array(calendarItemSchema),
  /** The queue's slots in the range that nothing takes yet (none when the queue is off). */
  emptySlots: z.array(timestampSchema),
  timeZone: z.string(),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/** How far ahead the dashboard and the e-mail warn that the LinkedIn connection ends before scheduled posts. */
export const EXPIRY_WARNING_DAYS = 7;

/** GET /api/schedule/notices: what the dashboard asks the member to look at. */
export const scheduleNoticesResponseSchema = z.object({
  /** Scheduled posts that ended Failed or "Check LinkedIn" and are still so, newest first. */
  attention: z.array(calendarItemSchema),
  /** The connection ends within EXPIRY_WARNING_DAYS (or has ended) and posts are scheduled after it. */
  expiring: z.object({ expiresAt: timestampSchema, postsAfter: z.number().int() }).nullable(),
});
export type ScheduleNotices = z.infer<typeof scheduleNoticesResponseSchema>;
