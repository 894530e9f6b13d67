import { messageOnly, serviceAreaAnswer, timeOffRemoved } from '@beauty/domain/schemas/answers';
import { waitlistEntry, waitlistInput } from '@beauty/domain/schemas/waitlist';
import {
  hoursInput,
  schedule,
  scheduleQuery,
  timeOff,
  timeOffInput,
  workingTime,
  workingTimeQuery,
} from '@beauty/domain/schemas/working-time';
import { Type } from '@sinclair/typebox';
import { defineRoute, type RouteSpec, uuidParams } from '../../http/routes';
import { cachedRead } from '../../lib/cached-read';
import { requireConfirmedEmail } from '../auth/email-confirmation';
import { readSchedule } from './schedule.service';
import { loadServiceAreas } from './staffing.repository';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service';
import { addTimeOff, readWorkingTime, removeTimeOff, saveHours } from './working-time.service';

/** Stylists' time: service areas, working hours, time off, the week side by side, the waitlist. */
export const staffingRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/service-areas',
    role: 'public',
    summary: 'Where the stylists go: each area with its travel time and travel fee',
    response: Type.Array(serviceAreaAnswer),
    handler: cachedRead('service-areas', (deps) => loadServiceAreas(deps.knex, 'offered')),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stylist/working-time',
    role: 'stylist',
    summary: "My weekly hours and time off still to come (an admin: anyone's, with ?stylistId=)",
    query: workingTimeQuery,
    response: workingTime,
    handler: ({ deps, user, query }) => readWorkingTime(deps, user, query.stylistId),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/stylist/working-time/hours',
    role: 'stylist',
    summary: 'Save my weekly hours, all seven days (an admin: anyone’s, with stylistId)',
    body: hoursInput,
    response: workingTime,
    handler: ({ deps, user, body }) => saveHours(deps, user, body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/stylist/time-off',
    role: 'stylist',
    summary: 'Add time off (whole days or part of one); 409 over an appointment I already have',
    body: timeOffInput,
    status: 201,
    response: timeOff,
    errors: [409],
    handler: ({ deps, user, body }) => addTimeOff(deps, user, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/stylist/time-off/:id',
    role: 'stylist',
    summary: 'Remove my time off (an admin: anyone’s)',
    params: uuidParams('id'),
    response: timeOffRemoved,
    handler: ({ deps, user, params }) => removeTimeOff(deps, user, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/stylist/schedule',
    role: 'stylist',
    summary:
      "The week side by side: hours, appointments with travel, time off (a stylist: her own; an admin: everyone's and the unstaffed requests)",
    query: scheduleQuery,
    response: schedule,
    handler: ({ deps, user, query }) => readSchedule(deps, user, query.from, Number(query.days ?? 7)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/waitlist',
    role: 'signed-in',
    summary: 'My waitlist entries for dates still to come',
    response: Type.Array(waitlistEntry),
    handler: ({ deps, user }) => listWaitlist(deps, user),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/waitlist',
    role: 'signed-in',
    summary:
      'Wait for a full date with my selection; emailed when it fits (409 while the date still has times, 422 for a party more than the whole team can style at once)',
    body: waitlistInput,
    status: 201,
    response: waitlistEntry,
    errors: [409, 422],
    handler: async ({ deps, user, body }) => {
      await requireConfirmedEmail(deps, user);
      return joinWaitlist(deps, user, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/waitlist/:id',
    role: 'signed-in',
    summary: 'Leave one of my waitlist entries',
    params: uuidParams('id'),
    response: messageOnly,
    handler: ({ deps, user, params }) => leaveWaitlist(deps, user, params.id),
  }),
];
