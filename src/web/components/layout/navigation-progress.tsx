import { useNavigation } from 'react-router';

/** A thin bar at the top while the next screen's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse rounded-full bg-accent-400" />
    </div>
  );
}
