// fake-indexeddb must be installed before Dexie loads.
import 'fake-indexeddb/auto'
// Then the range limits a browser's IndexedDB has and fake-indexeddb lacks.
import './idb-limits'
