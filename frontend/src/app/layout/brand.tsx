import { Link } from '@/app/navigation/navigation';
import { cn } from '@/lib/cn';
import { useBusinessName } from '@/lib/site';

/** The logo: a monogram and the business name, always linking home. */
export function Brand({ className, onClick }: { className?: string; onClick?: () => void }) {
  const businessName = useBusinessName();
  return (
    <Link to="/" className={cn('brand', className)} onClick={onClick}>
      <span className="brand__mark ring" aria-hidden="true">
        {businessName.charAt(0)}
      </span>
      <span className="brand__name">{businessName}</span>
    </Link>
  );
}
