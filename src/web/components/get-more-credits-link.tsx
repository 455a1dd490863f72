import { Link } from 'react-router';
import { BUY_CREDITS_PATH } from '@/lib/credit-info';

/** The way to buy credits, beside a price the balance does not cover. */
export function GetMoreCreditsLink() {
  return (
    <Link to={BUY_CREDITS_PATH} className="font-medium text-foreground underline underline-offset-4">
      Get more credits
    </Link>
  );
}
