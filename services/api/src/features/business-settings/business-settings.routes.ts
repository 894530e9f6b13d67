import { businessSettingsAnswer } from '@beauty/domain/schemas/answers';
import { businessSettingsInput } from '@beauty/domain/schemas/business-settings';
import { defineRoute, type RouteSpec } from '../../http/routes';
import { getBusinessSettings, updateBusinessSettings } from './business-settings.service';

/** Business Settings (admin): read the whole document with its recent changes, and replace it. */
export const businessSettingsRoutes: RouteSpec[] = [
  defineRoute({
    method: 'GET',
    path: '/api/admin/business-settings',
    role: 'admin',
    summary: 'Business Settings with the recent changes (who, when, what)',
    response: businessSettingsAnswer,
    handler: ({ deps }) => getBusinessSettings(deps),
  }),
  defineRoute({
    method: 'PUT',
    path: '/api/admin/business-settings',
    role: 'admin',
    summary: 'Replace Business Settings (the whole document); each change is recorded with who and when',
    body: businessSettingsInput,
    response: businessSettingsAnswer,
    errors: [409, 422],
    handler: ({ deps, user, body }) => updateBusinessSettings(deps, user, body),
  }),
];
