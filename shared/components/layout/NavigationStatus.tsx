import { useNavigation } from 'react-router';

/** Announces client-side page loads (the product's Loading state) without moving the layout. */
export function NavigationStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <div className={`nav-progress${loading ? ' is-loading' : ''}`} role="status" aria-live="polite">
      {loading ? <span className="visually-hidden">Loading...</span> : null}
    </div>
  );
}
