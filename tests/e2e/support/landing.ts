import { drawnPng } from './images';
import type { Page } from './test';

/** The landing specs' tools: a date far ahead, the page's two forms, a photo to upload. */

/** A date comfortably in the future, as the date input wants it (YYYY-MM-DD). */
export function futureDate(days = 400): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const bookingForm = (page: Page) => page.locator('#book');
export const questionnaire = (page: Page) => page.locator('#consultation');

/** A small PNG to upload as an inspiration photo. */
export const inspirationPng = (page: Page) => drawnPng(page, 160, 120, ['#ecc9c1', '#4a2c3d']);
