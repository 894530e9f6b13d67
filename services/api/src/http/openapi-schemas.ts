import * as admin from '@beauty/domain/schemas/admin';
import * as answers from '@beauty/domain/schemas/answers';
import * as availability from '@beauty/domain/schemas/availability';
import * as booking from '@beauty/domain/schemas/booking';
import * as businessSettings from '@beauty/domain/schemas/business-settings';
import * as catalog from '@beauty/domain/schemas/catalog';
import * as consultation from '@beauty/domain/schemas/consultation';
import * as consultationRequest from '@beauty/domain/schemas/consultation-request';
import * as contact from '@beauty/domain/schemas/contact';
import * as gallery from '@beauty/domain/schemas/gallery';
import * as staffBookings from '@beauty/domain/schemas/staff-bookings';
import * as stylistApplication from '@beauty/domain/schemas/stylist-application';
import * as stylistDashboard from '@beauty/domain/schemas/stylist-dashboard';
import * as stylistProfile from '@beauty/domain/schemas/stylist-profile';
import * as testimonial from '@beauty/domain/schemas/testimonial';
import * as timeline from '@beauty/domain/schemas/timeline';
import * as uploads from '@beauty/domain/schemas/uploads';
import * as user from '@beauty/domain/schemas/user';
import * as waitlist from '@beauty/domain/schemas/waitlist';
import * as workingTime from '@beauty/domain/schemas/working-time';
import { Kind, type TSchema } from '@sinclair/typebox';

/**
 * The schemas of the OpenAPI document: the domain's TypeBox schemas as plain JSON, each named
 * domain schema moved to the document's components once and referred to by name.
 */

/** A JSON object of the document. */
export type Json = Record<string, unknown>;

const AJV_ONLY = new Set(['errorMessage', '$id']);

/**
 * The domain's exported schemas by object, named for the document: its `$id` when it has one,
 * else its export's name (`staffBooking` → `StaffBooking`). The answers module comes last, so a
 * schema it only re-exports keeps its first name.
 */
const DOMAIN_SCHEMAS: Array<Record<string, unknown>> = [
  admin,
  availability,
  booking,
  businessSettings,
  catalog,
  consultationRequest,
  consultation,
  contact,
  gallery,
  staffBookings,
  stylistApplication,
  stylistDashboard,
  stylistProfile,
  testimonial,
  timeline,
  uploads,
  user,
  waitlist,
  workingTime,
  answers,
];

export function domainSchemaNames(): Map<object, string> {
  const names = new Map<object, string>();
  for (const module of DOMAIN_SCHEMAS) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!value || typeof value !== 'object' || !(Kind in value) || names.has(value)) continue;
      const schema = value as TSchema;
      if (schema.type !== 'object') continue;
      const name =
        typeof schema.$id === 'string' ? schema.$id : exportName[0]!.toUpperCase() + exportName.slice(1);
      names.set(value, name.replace(/[^\w.-]/g, '_'));
    }
  }
  return names;
}

/** The components being gathered, and the names of the domain's schemas. */
export interface Components {
  schemas: Map<string, Json>;
  names: Map<object, string>;
}

/**
 * A schema as the document holds it: plain JSON without ajv-errors' wording, each named domain
 * schema inside it moved to components once and referred to. `inline` keeps the top level in
 * place (a parameters object is read, not referred to).
 */
export function toDocumentSchema(schema: TSchema, components: Components, inline = false): Json {
  const walk = (value: unknown, top: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, false));
    if (!value || typeof value !== 'object') return value;
    const name =
      components.names.get(value) ??
      (typeof (value as TSchema).$id === 'string' ? String((value as TSchema).$id) : undefined);
    if (name && !top) {
      if (!components.schemas.has(name)) {
        components.schemas.set(name, {});
        components.schemas.set(name, walk(value, true) as Json);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    const out: Json = {};
    for (const [key, item] of Object.entries(value)) {
      if (AJV_ONLY.has(key)) continue;
      // Names of properties are data, not keywords: walk their schemas only.
      out[key] =
        key === 'properties' || key === '$defs'
          ? Object.fromEntries(Object.entries(item as Json).map(([prop, sub]) => [prop, walk(sub, false)]))
          : walk(item, false);
    }
    return out;
  };
  return walk(schema, inline) as Json;
}
