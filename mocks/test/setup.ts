// fake-indexeddb must be installed before Dexie loads.
import 'fake-indexeddb/auto'
// Then the range limits a browser's IndexedDB has and fake-indexeddb lacks.
import './idb-limits'
// Each password's PBKDF2 hash computed once per tier run (a pure function; 310,000 iterations).
import './pbkdf2-memo'
