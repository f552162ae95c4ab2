import { LazyImage } from '../components/lazy-image';
import type { IslandPropsMap } from './island-types';

export default function LazyImageIsland(props: IslandPropsMap['lazy-image']) {
  return <LazyImage {...props} />;
}
