// Client feature boundaries: filled in by the client-boundaries work (see README "Code layout").
export default [];
