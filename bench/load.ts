/**
 * The load generator of bench:menu, in a process of its own so that it never shares an event loop
 * with the server it measures: runs autocannon with the options given as JSON and prints its result.
 *   tsx bench/load.ts '<autocannon options as JSON>'
 */
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]!) as autocannon.Options);
process.stdout.write(JSON.stringify(result));
