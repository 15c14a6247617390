/** decap-server ships no types; importing it starts the server, configured from the environment. */
declare module 'decap-server';
