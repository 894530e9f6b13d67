import 'react';

/**
 * HTML invoker commands (https://html.spec.whatwg.org/#the-button-element: commandfor, command):
 * a button opens or closes a dialog by itself, before any script has run. React passes the
 * attributes through; its types do not list them yet.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
