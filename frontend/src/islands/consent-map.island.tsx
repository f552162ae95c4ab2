import { ConsentMap } from '../components/consent-map';
import { MuiFrame } from '../components/mui-frame';
import type { IslandPropsMap } from './island-types';

export default function ConsentMapIsland(props: IslandPropsMap['consent-map']) {
  return (
    <MuiFrame>
      <ConsentMap {...props} />
    </MuiFrame>
  );
}
