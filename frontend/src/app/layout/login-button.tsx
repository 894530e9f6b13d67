import { Button, type ButtonSize } from '@/components/ui/button';
import { loginUrl } from '@/lib/auth';

/**
 * 'Login': a button in a plain GET form to /api/login, so it signs in from the first paint, before
 * any script, and needs none after (sign-in is a full-page navigation anyway). The form takes no
 * room of its own (display: contents).
 */
export function LoginButton({ size, block }: { size?: ButtonSize; block?: boolean }) {
  return (
    <form action={loginUrl()} method="get" className="login-form">
      <Button type="submit" size={size} block={block}>
        Login
      </Button>
    </form>
  );
}
