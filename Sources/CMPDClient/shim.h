#pragma once
#include <mpd/client.h>
