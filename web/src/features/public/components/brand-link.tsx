import { Link } from 'react-router-dom';
import { config } from '../../../lib/config';
import { TruckIcon } from './icons';

/** The product name with its mark, linking home. */
export function BrandLink({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className={inverted ? 'hb-brand hb-brand--inverted' : 'hb-brand'}>
      <span className="hb-brand__mark">
        <TruckIcon size={20} />
      </span>
      {config.productName}
    </Link>
  );
}
