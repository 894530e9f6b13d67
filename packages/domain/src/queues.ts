/** The BullMQ queues (the worker runs them; the API's queue dashboard shows them). */
export const QUEUE_NAMES = ['emails', 'timeline', 'images', 'stats', 'reminders'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
