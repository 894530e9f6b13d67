import type { Knex } from 'knex';
import * as usersAndSessions from './migrations/20261121000100_users_and_sessions';
import * as catalog from './migrations/20261121000200_catalog';
import * as bookings from './migrations/20261121000300_bookings';
import * as publicSubmissions from './migrations/20261121000400_public_submissions';
import * as stylistWorkspace from './migrations/20261121000500_stylist_workspace';
import * as eventPipeline from './migrations/20261121000600_event_pipeline';
import * as uploadAttachments from './migrations/20261121000700_upload_attachments';
import * as outboxEventDedupeKey from './migrations/20261122000100_outbox_event_dedupe_key';
import * as freeConsultationReturnsOnCancel from './migrations/20261122000200_free_consultation_returns_on_cancel';
import * as stylistTime from './migrations/20261124000100_stylist_time';
import * as emailReplyTo from './migrations/20261125000100_email_reply_to';
import * as consultationScheduling from './migrations/20261126000100_consultation_scheduling';
import * as loginHandoffs from './migrations/20261126000200_login_handoffs';
import * as passwordTokenPurpose from './migrations/20261126000210_password_token_purpose';
import * as loginStateHandoff from './migrations/20261126000220_login_state_handoff';
import * as businessSettings from './migrations/20261126000300_business_settings';
import * as stylistPhotos from './migrations/20261126000400_stylist_photos';
import * as loginStateBrowser from './migrations/20261127000100_login_state_browser';
import * as sessionOidcIdToken from './migrations/20261127000110_session_oidc_id_token';
import * as emailVerification from './migrations/20261127000300_email_verification';
import * as bookingContact from './migrations/20261127000400_booking_contact';
import * as maintenance from './migrations/20261128000100_maintenance';
import * as uploadMultipart from './migrations/20261128000200_upload_multipart';
import * as stylistBlocksUntilIndex from './migrations/20261128000300_stylist_blocks_until_index';
import * as bookingsWhenIndex from './migrations/20261128000400_bookings_when_index';
import * as moderationListIndexes from './migrations/20261129000100_moderation_list_indexes';
import * as peopleListIndexes from './migrations/20261129000200_people_list_indexes';
import * as consultationsOpenKeysetIndex from './migrations/20261129000300_consultations_open_keyset_index';
import * as finishEventJob from './migrations/20261130000900_finish_event_job';
import * as confirmationLinkContinues from './migrations/20261201000100_confirmation_link_continues';
import * as studioStats from './migrations/20261202000100_studio_stats';
import * as consultationRequestScheduling from './migrations/20261207000100_consultation_request_scheduling';
import * as bookingFinalPrice from './migrations/20261207000200_booking_final_price';
import * as bookingCancellationNote from './migrations/20261207000300_booking_cancellation_note';
import * as stylistApplicationReview from './migrations/20261207000400_stylist_application_review';
import * as stylistProfileChangedBy from './migrations/20261208000100_stylist_profile_changed_by';
import * as bookingCalendarSequence from './migrations/20261208000200_booking_calendar_sequence';
import * as stylistApplicationStatusPaging from './migrations/20261208000300_stylist_application_status_paging';

/**
 * Migrations listed in order, so they load the same way from TypeScript (tests, tsx) and from
 * the built JavaScript. Append new files here; never edit one that has landed.
 */
const migrations: Array<[string, Knex.Migration]> = [
  ['20261121000100_users_and_sessions', usersAndSessions],
  ['20261121000200_catalog', catalog],
  ['20261121000300_bookings', bookings],
  ['20261121000400_public_submissions', publicSubmissions],
  ['20261121000500_stylist_workspace', stylistWorkspace],
  ['20261121000600_event_pipeline', eventPipeline],
  ['20261121000700_upload_attachments', uploadAttachments],
  ['20261122000100_outbox_event_dedupe_key', outboxEventDedupeKey],
  ['20261122000200_free_consultation_returns_on_cancel', freeConsultationReturnsOnCancel],
  ['20261124000100_stylist_time', stylistTime],
  ['20261125000100_email_reply_to', emailReplyTo],
  ['20261126000100_consultation_scheduling', consultationScheduling],
  ['20261126000200_login_handoffs', loginHandoffs],
  ['20261126000210_password_token_purpose', passwordTokenPurpose],
  ['20261126000220_login_state_handoff', loginStateHandoff],
  ['20261126000300_business_settings', businessSettings],
  ['20261126000400_stylist_photos', stylistPhotos],
  ['20261127000100_login_state_browser', loginStateBrowser],
  ['20261127000110_session_oidc_id_token', sessionOidcIdToken],
  ['20261127000300_email_verification', emailVerification],
  ['20261127000400_booking_contact', bookingContact],
  ['20261128000100_maintenance', maintenance],
  ['20261128000200_upload_multipart', uploadMultipart],
  ['20261128000300_stylist_blocks_until_index', stylistBlocksUntilIndex],
  ['20261128000400_bookings_when_index', bookingsWhenIndex],
  ['20261129000100_moderation_list_indexes', moderationListIndexes],
  ['20261129000200_people_list_indexes', peopleListIndexes],
  ['20261129000300_consultations_open_keyset_index', consultationsOpenKeysetIndex],
  ['20261130000900_finish_event_job', finishEventJob],
  ['20261201000100_confirmation_link_continues', confirmationLinkContinues],
  ['20261202000100_studio_stats', studioStats],
  ['20261207000100_consultation_request_scheduling', consultationRequestScheduling],
  ['20261207000200_booking_final_price', bookingFinalPrice],
  ['20261207000300_booking_cancellation_note', bookingCancellationNote],
  ['20261207000400_stylist_application_review', stylistApplicationReview],
  ['20261208000100_stylist_profile_changed_by', stylistProfileChangedBy],
  ['20261208000200_booking_calendar_sequence', bookingCalendarSequence],
  ['20261208000300_stylist_application_status_paging', stylistApplicationStatusPaging],
];

const migrationSource: Knex.MigrationSource<[string, Knex.Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = await knex.migrate.latest({ migrationSource });
  return applied as string[];
}

/** Apply the migrations up to and including `last` (tests of a migration start from the one before). */
export async function migrateTo(knex: Knex, last: string): Promise<string[]> {
  const upTo = migrations.findIndex(([name]) => name === last);
  if (upTo < 0) throw new Error(`No migration named ${last}`);
  const source: Knex.MigrationSource<[string, Knex.Migration]> = {
    ...migrationSource,
    getMigrations: async () => migrations.slice(0, upTo + 1),
  };
  const [, applied] = await knex.migrate.latest({ migrationSource: source });
  return applied as string[];
}
