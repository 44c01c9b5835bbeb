/** How each sync state looks, in the navbar and on the settings card alike. */
import {
  IconCloudCheck,
  IconCloudOff,
  IconCloudUpload,
  IconCloudX,
  IconDeviceDesktop,
  IconRefresh,
  type Icon,
} from '@tabler/icons-react'
import type { SyncState } from '../sync.schema'

export interface StateLook {
  color: string
  Icon: Icon
}

export const STATE_LOOK: Record<SyncState, StateLook> = {
  local: { color: 'gray', Icon: IconDeviceDesktop },
  synced: { color: 'green', Icon: IconCloudCheck },
  waiting: { color: 'yellow', Icon: IconCloudUpload },
  syncing: { color: 'blue', Icon: IconRefresh },
  offline: { color: 'gray', Icon: IconCloudOff },
  error: { color: 'red', Icon: IconCloudX },
}
