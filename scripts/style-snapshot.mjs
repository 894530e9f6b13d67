// Proves a CSS refactor changes nothing a visitor sees: records the computed style of every element
// (and its ::before/::after) on the app's screens, as a visitor, the demo customer, stylist and admin,
// at phone and desktop widths, each tab of a tabbed screen opened in turn; then compares two records.
//
//   npm run build && node scripts/style-snapshot.mjs /tmp/before.json
//   (change the CSS) npm run build && node scripts/style-snapshot.mjs /tmp/after.json
//   node scripts/style-snapshot.mjs --compare /tmp/before.json /tmp/after.json
//
// Elements are keyed by their place in the page (tag and position), not by class, so renamed or
// merged classes compare equal when the page looks the same. Hover and focus states and dialogs that
// need a click are not visited. Runs the built app like the browser tests (scripts/e2e-stack.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { withE2eStack } from './e2e-stack.mjs';

const PASSWORD = 'demo-password-2026';
const VISITS = [
  {
    as: null,
    paths: [
      '/',
      '/book',
      '/gallery',
      '/stylist-application',
      '/submit-testimonial',
      '/contact',
      '/privacy',
      '/terms',
      '/no-such-page',
    ],
  },
  { as: 'customer@demo.bridalbeauty.test', paths: ['/', '/book', '/bookings', 'first-booking', '/account'] },
  { as: 'stylist@demo.bridalbeauty.test', paths: ['/stylist', '/account'] },
  { as: 'admin@demo.bridalbeauty.test', paths: ['/admin', '/admin/stylists', '/admin/business'] },
];
const WIDTHS = [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
];

function recordPage() {
  const styles = [];
  const index = new Map();
  const intern = (style) => {
    const text = Array.from(style)
      .sort()
      .map((name) => `${name}:${style.getPropertyValue(name)}`)
      .join(';');
    if (!index.has(text)) {
      index.set(text, styles.length);
      styles.push(text);
    }
    return index.get(text);
  };
  const elements = {};
  const walk = (element, key) => {
    elements[key] = [intern(getComputedStyle(element))];
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (style.content !== 'none' && style.content !== 'normal') elements[key].push(intern(style));
    }
    const seen = {};
    for (const child of element.children) {
      const tag = child.tagName.toLowerCase();
      seen[tag] = (seen[tag] ?? 0) + 1;
      walk(child, `${key}>${tag}${seen[tag]}`);
    }
  };
  walk(document.documentElement, 'html');
  return { styles, elements };
}

// The first thing on the page still loading (a closed dialog's contents load when it opens).
const LOADING = () =>
  [...document.querySelectorAll('.skeleton, [aria-busy="true"]')]
    .find((element) => !element.closest('dialog:not([open])'))
    ?.outerHTML.slice(0, 200) ?? null;

// Waits until nothing is loading and the page's markup has stopped changing (a tool, not a test:
// the quiet spell is how it knows lazily fetched data has all arrived).
async function settle(page) {
  let before = '';
  for (let round = 0; round < 40; round++) {
    await page.waitForLoadState('networkidle');
    const loading = await page
      .waitForFunction(`!(${LOADING})()`, null, { timeout: 60_000 })
      .then(() => null)
      .catch(() => page.evaluate(LOADING));
    if (loading) console.warn(`${page.url()} still shows a loading state: ${loading}`);
    await page.evaluate(() => document.fonts.ready);
    // The landing sections are laid out one an idle frame once the page runs (use-lay-out-sections.ts):
    // on a busy machine far apart, so a quiet moment is not yet the finished page.
    await page.waitForFunction(
      () =>
        !document.querySelector('.landing-section') ||
        document.documentElement.classList.contains('all-sections'),
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(400);
    const now = await page.content();
    if (now === before) return;
    before = now;
  }
}

async function snapshot(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const record = {};
  try {
    for (const viewport of WIDTHS) {
      for (const visit of VISITS) {
        const context = await browser.newContext({ baseURL: baseUrl, viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        if (visit.as) {
          await page.goto('/api/login?redirect=%2F');
          await page.getByLabel('Email', { exact: true }).fill(visit.as);
          await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.waitForURL((url) => url.pathname === '/');
        }
        for (const path of visit.paths) {
          if (path === 'first-booking') {
            await page.goto('/bookings');
            await settle(page);
            const href = await page.locator('a[href^="/bookings/"]').first().getAttribute('href');
            await page.goto(href);
          } else await page.goto(path);
          await settle(page);
          const name = `${viewport.width} ${visit.as ?? 'visitor'} ${path}`;
          record[name] = await page.evaluate(recordPage);
          const tabs = page.getByRole('tab');
          for (let tab = 1; tab < (await tabs.count()); tab++) {
            const label = (await tabs.nth(tab).textContent())?.trim();
            await tabs.nth(tab).click();
            await settle(page);
            record[`${name} tab ${label}`] = await page.evaluate(recordPage);
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return record;
}

function compare(beforeFile, afterFile) {
  const before = JSON.parse(readFileSync(beforeFile, 'utf8'));
  const after = JSON.parse(readFileSync(afterFile, 'utf8'));
  let differences = 0;
  const report = (line) => {
    differences++;
    if (differences <= Number(process.env.SHOW ?? 60)) console.log(line);
  };
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [a, b] = [before[name], after[name]];
    if (!a || !b) {
      report(`${name}: only in ${a ? beforeFile : afterFile}`);
      continue;
    }
    for (const key of new Set([...Object.keys(a.elements), ...Object.keys(b.elements)])) {
      const [x, y] = [a.elements[key], b.elements[key]];
      if (!x || !y) {
        report(`${name}: ${key} only in ${x ? beforeFile : afterFile}`);
        continue;
      }
      for (let part = 0; part < Math.max(x.length, y.length); part++) {
        const [sx, sy] = [a.styles[x[part]] ?? '', b.styles[y[part]] ?? ''];
        if (sx === sy) continue;
        const [px, py] = [sx, sy].map((text) => new Map(text.split(';').map((pair) => pair.split(/:(.*)/s))));
        const changed = [...new Set([...px.keys(), ...py.keys()])]
          .filter((prop) => px.get(prop) !== py.get(prop))
          .map((prop) => `${prop}: ${px.get(prop)} → ${py.get(prop)}`);
        if (changed.length > 0)
          report(`${name}: ${key}${['', '::before', '::after'][part] ?? ''}: ${changed.join('; ')}`);
      }
    }
  }
  console.log(differences === 0 ? 'No differences.' : `${differences} differences.`);
  return differences === 0 ? 0 : 1;
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--compare') process.exitCode = compare(rest[0], rest[1]);
else if (!first) {
  console.error('usage: node scripts/style-snapshot.mjs OUT.json | --compare BEFORE.json AFTER.json');
  process.exitCode = 2;
} else {
  const record = await withE2eStack(({ baseUrl }) => snapshot(baseUrl));
  writeFileSync(first, JSON.stringify(record));
  console.log(`Recorded ${Object.keys(record).length} screens in ${first}`);
}
