import { Link, NavLink } from '@/app/navigation/navigation';
import { isAnchorLink, type NavItem } from './nav-links';

/**
 * Anchor links ('/#services') never show as the current page; path links get
 * aria-current="page" from NavLink when they match exactly.
 */
export function NavItemLink({
  item,
  className,
  onClick,
}: {
  item: NavItem;
  className: string;
  onClick?: () => void;
}) {
  if (isAnchorLink(item)) {
    return (
      <Link to={item.to} className={className} onClick={onClick}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} end className={className} onClick={onClick}>
      {item.label}
    </NavLink>
  );
}
