import { ConsentMap } from '../components/consent-map';
import type { IslandPropsMap } from './island-types';

export default function ConsentMapIsland(props: IslandPropsMap['consent-map']) {
  return <ConsentMap {...props} />;
}
