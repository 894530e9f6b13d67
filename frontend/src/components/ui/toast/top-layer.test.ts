import { describe, expect, it } from '@jest/globals';
import { blockingModalDialog, leaveTopLayer, raiseToTopLayer, supportsPopover } from './top-layer';

/** A popover element that records what was asked of it. */
function fakePopover(initiallyOpen: boolean) {
  let open = initiallyOpen;
  const calls: string[] = [];
  return {
    calls,
    matches: (selector: string) => selector === ':popover-open' && open,
    showPopover: () => {
      if (open) throw new Error('InvalidStateError: already showing');
      calls.push('show');
      open = true;
    },
    hidePopover: () => {
      calls.push('hide');
      open = false;
    },
  };
}

const globals = globalThis as { HTMLElement?: unknown };

function withHTMLElement(prototype: object, run: () => void) {
  const saved = globals.HTMLElement;
  globals.HTMLElement = { prototype };
  try {
    run();
  } finally {
    globals.HTMLElement = saved;
  }
}

describe('top layer for the toast viewport', () => {
  const popoverPrototype = { showPopover() {}, hidePopover() {} };

  it('finds no Popover API on the server', () => {
    expect(supportsPopover()).toBe(false);
    const viewport = fakePopover(false);
    expect(raiseToTopLayer(viewport)).toBe(false);
    leaveTopLayer(viewport);
    expect(viewport.calls).toEqual([]);
  });

  it('finds no Popover API in an older browser', () => {
    withHTMLElement({}, () => {
      expect(supportsPopover()).toBe(false);
      const viewport = fakePopover(false);
      expect(raiseToTopLayer(viewport)).toBe(false);
      expect(viewport.calls).toEqual([]);
    });
  });

  it('shows a hidden viewport', () => {
    withHTMLElement(popoverPrototype, () => {
      const viewport = fakePopover(false);
      expect(raiseToTopLayer(viewport)).toBe(true);
      expect(viewport.calls).toEqual(['show']);
    });
  });

  it('hides and shows an open viewport again, to rise above a dialog opened since', () => {
    withHTMLElement(popoverPrototype, () => {
      const viewport = fakePopover(true);
      expect(raiseToTopLayer(viewport)).toBe(true);
      expect(viewport.calls).toEqual(['hide', 'show']);
    });
  });

  it('hides only an open viewport', () => {
    withHTMLElement(popoverPrototype, () => {
      const hidden = fakePopover(false);
      leaveTopLayer(hidden);
      expect(hidden.calls).toEqual([]);
      const open = fakePopover(true);
      leaveTopLayer(open);
      expect(open.calls).toEqual(['hide']);
    });
  });
});

describe('the modal dialog that blocks the page', () => {
  type FakeDialog = { name: string };
  const page = (modals: FakeDialog[], focusIn?: FakeDialog) =>
    ({
      querySelectorAll: (selector: string) => (selector === 'dialog:modal' ? modals : []),
      activeElement: {
        closest: (selector: string) => (selector === 'dialog:modal' ? (focusIn ?? null) : null),
      },
    }) as unknown as Document;
  const newAppointment = { name: 'Create New Appointment' };
  const confirm = { name: 'Are you sure?' };

  it('is none when no modal dialog is open', () => {
    expect(blockingModalDialog(page([]))).toBeNull();
  });

  it('is the open modal dialog', () => {
    expect(blockingModalDialog(page([newAppointment]))).toBe(newAppointment);
  });

  it('is the one holding focus when modals are open over modals', () => {
    expect(blockingModalDialog(page([confirm, newAppointment], confirm))).toBe(confirm);
  });

  it('is the last one in the page when focus is in none of them', () => {
    expect(blockingModalDialog(page([confirm, newAppointment]))).toBe(newAppointment);
  });
});
