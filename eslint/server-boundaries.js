// Server domain boundaries: filled in by the server-boundaries work (see README "Code layout").
export default [];
