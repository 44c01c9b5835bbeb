// fake-indexeddb must be installed before Dexie loads.
import 'fake-indexeddb/auto'
